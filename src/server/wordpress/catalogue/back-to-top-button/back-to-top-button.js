/* Shows the back-to-top button once the page is scrolled down a screen, and scrolls to the top on click. */
( function () {
	var button = document.querySelector( '.__CSS_PREFIX__back-to-top' );
	if ( ! button ) {
		return;
	}
	function update() {
		button.hidden = window.scrollY < window.innerHeight * 0.5;
	}
	button.addEventListener( 'click', function () {
		var still = window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
		window.scrollTo( { top: 0, behavior: still ? 'auto' : 'smooth' } );
	} );
	window.addEventListener( 'scroll', update, { passive: true } );
	update();
} )();
