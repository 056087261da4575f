/* Closes the notice bar, and keeps it closed for this visitor until its message changes. */
( function () {
	var bar = document.querySelector( '.__CSS_PREFIX__notice-bar[data-dismiss-key]' );
	if ( ! bar ) {
		return;
	}
	var key = bar.getAttribute( 'data-dismiss-key' );
	var store = null;
	try {
		store = window.localStorage;
	} catch {
		// Storage blocked by the browser: the bar closes for this page only.
	}
	if ( store && store.getItem( key ) ) {
		bar.hidden = true;
		return;
	}
	var button = bar.querySelector( '.__CSS_PREFIX__notice-bar__close' );
	if ( button ) {
		button.addEventListener( 'click', function () {
			bar.hidden = true;
			if ( store ) {
				store.setItem( key, '1' );
			}
		} );
	}
} )();
