/* Keeps the visitor's cookie choice for 180 days and closes the banner. */
( function () {
	var banner = document.querySelector( '.__CSS_PREFIX__cookie-banner' );
	if ( ! banner ) {
		return;
	}
	var name = banner.getAttribute( 'data-cookie' );
	Array.prototype.forEach.call( banner.querySelectorAll( 'button[data-consent]' ), function ( button ) {
		button.addEventListener( 'click', function () {
			var secure = window.location.protocol === 'https:' ? '; Secure' : '';
			document.cookie = name + '=' + button.getAttribute( 'data-consent' ) + '; Max-Age=' + 180 * 24 * 60 * 60 + '; Path=/; SameSite=Lax' + secure;
			banner.hidden = true;
			document.dispatchEvent( new CustomEvent( 'cookie-consent', { detail: button.getAttribute( 'data-consent' ) } ) );
		} );
	} );
} )();
