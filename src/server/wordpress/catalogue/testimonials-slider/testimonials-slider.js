/* Slides the [testimonials] sliders: Previous and Next move by the number of testimonials in view. */
( function () {
	var sliders = document.querySelectorAll( '.__CSS_PREFIX__testimonials' );
	Array.prototype.forEach.call( sliders, function ( slider ) {
		var track = slider.querySelector( '.__CSS_PREFIX__testimonials__track' );
		var prev = slider.querySelector( '.__CSS_PREFIX__testimonials__prev' );
		var next = slider.querySelector( '.__CSS_PREFIX__testimonials__next' );
		if ( ! track || ! prev || ! next ) {
			return;
		}
		var count = track.children.length;
		var first = 0;
		function perView() {
			return window.matchMedia( '(max-width: 600px)' ).matches ? 1 : parseInt( slider.getAttribute( 'data-per-view' ), 10 ) || 1;
		}
		function show() {
			var inView = perView();
			first = Math.max( 0, Math.min( first, count - inView ) );
			track.style.transform = 'translateX(' + ( -100 * first / inView ) + '%)';
			Array.prototype.forEach.call( track.children, function ( slide, index ) {
				var hidden = index < first || index >= first + inView;
				slide.setAttribute( 'aria-hidden', hidden ? 'true' : 'false' );
				slide.inert = hidden;
			} );
			prev.disabled = first === 0;
			next.disabled = first + inView >= count;
		}
		prev.addEventListener( 'click', function () {
			first -= perView();
			show();
		} );
		next.addEventListener( 'click', function () {
			first += perView();
			show();
		} );
		window.addEventListener( 'resize', show );
		show();
	} );
} )();
