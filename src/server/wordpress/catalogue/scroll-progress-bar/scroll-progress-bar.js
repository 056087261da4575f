/* Fills the progress bar as far as the page has been scrolled. */
( function () {
	var bar = document.querySelector( '.__CSS_PREFIX__scroll-progress' );
	var fill = bar && bar.querySelector( '.__CSS_PREFIX__scroll-progress__fill' );
	if ( ! fill ) {
		return;
	}
	var waiting = false;
	function update() {
		waiting = false;
		var height = document.documentElement.scrollHeight - window.innerHeight;
		var percent = height > 0 ? Math.min( 100, Math.max( 0, ( window.scrollY / height ) * 100 ) ) : 100;
		fill.style.width = percent + '%';
		bar.setAttribute( 'aria-valuenow', String( Math.round( percent ) ) );
	}
	window.addEventListener(
		'scroll',
		function () {
			if ( ! waiting ) {
				waiting = true;
				window.requestAnimationFrame( update );
			}
		},
		{ passive: true }
	);
	window.addEventListener( 'resize', update );
	update();
} )();
