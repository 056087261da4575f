<?php
/**
 * Allow SVG uploads for the chosen roles only, each file cleaned before it is saved: scripts, event
 * handlers, links to other files and anything that is not an SVG are removed or refused.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether the current user may upload SVG files: one of the chosen roles, and allowed to upload at all.
 *
 * @return bool
 */
function __PREFIX__svg_allowed() {
	if ( ! is_user_logged_in() || ! current_user_can( 'upload_files' ) ) {
		return false;
	}
	$user = wp_get_current_user();
	return (bool) array_intersect( PLUGSMITH_PARAM_ROLES, (array) $user->roles );
}

add_filter( 'upload_mimes', '__PREFIX__svg_mimes' );

/**
 * Adds SVG to the file types the current user may upload, for the chosen roles only.
 *
 * @param array $mimes Allowed extensions and their MIME types.
 * @return array
 */
function __PREFIX__svg_mimes( $mimes ) {
	if ( __PREFIX__svg_allowed() ) {
		$mimes['svg'] = 'image/svg+xml';
	}
	return $mimes;
}

add_filter( 'wp_check_filetype_and_ext', '__PREFIX__svg_filetype', 10, 4 );

/**
 * PHP's file type detection often reads an SVG as text: a .svg of an allowed user is an SVG image.
 *
 * @param array  $data     The extension, type and proper file name WordPress found.
 * @param string $file     Full path of the uploaded file.
 * @param string $filename The file's name.
 * @param array  $mimes    Allowed MIME types.
 * @return array
 */
function __PREFIX__svg_filetype( $data, $file, $filename, $mimes ) {
	unset( $file );
	if ( ! empty( $data['ext'] ) || ! __PREFIX__svg_allowed() ) {
		return $data;
	}
	$check = wp_check_filetype( $filename, $mimes );
	if ( 'svg' === $check['ext'] ) {
		$data['ext']  = 'svg';
		$data['type'] = 'image/svg+xml';
	}
	return $data;
}

add_filter( 'wp_handle_upload_prefilter', '__PREFIX__svg_clean_upload' );

/**
 * Cleans an uploaded SVG in place, or refuses it when it cannot be read as a plain SVG.
 *
 * @param array $file The upload: name, type, tmp_name, error, size.
 * @return array
 */
function __PREFIX__svg_clean_upload( $file ) {
	$check = wp_check_filetype( $file['name'], array( 'svg' => 'image/svg+xml' ) );
	if ( 'svg' !== $check['ext'] ) {
		return $file;
	}
	if ( ! __PREFIX__svg_allowed() ) {
		$file['error'] = __( 'You are not allowed to upload SVG files.', '__TEXT_DOMAIN__' );
		return $file;
	}
	$clean = __PREFIX__svg_clean( (string) file_get_contents( $file['tmp_name'] ) );
	if ( false === $clean ) {
		$file['error'] = __( 'This SVG file could not be read safely, so it was not uploaded.', '__TEXT_DOMAIN__' );
		return $file;
	}
	file_put_contents( $file['tmp_name'], $clean );
	$file['size'] = strlen( $clean );
	return $file;
}

/**
 * The SVG without scripts, event handlers, embedded documents, links to other files or styles that load
 * anything; false when it is not a well-formed SVG, declares a DOCTYPE or entities, or PHP cannot parse XML.
 *
 * @param string $svg The file's content.
 * @return string|false
 */
function __PREFIX__svg_clean( $svg ) {
	if ( '' === trim( $svg ) || ! class_exists( 'DOMDocument' ) || preg_match( '/<!DOCTYPE|<!ENTITY/i', $svg ) ) {
		return false;
	}
	$errors = libxml_use_internal_errors( true );
	$dom    = new DOMDocument();
	$loaded = $dom->loadXML( $svg, LIBXML_NONET );
	libxml_clear_errors();
	libxml_use_internal_errors( $errors );
	if ( ! $loaded || ! $dom->documentElement || 'svg' !== strtolower( $dom->documentElement->localName ) ) {
		return false;
	}
	$removed  = array( 'script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'set', 'animate' );
	$elements = iterator_to_array( $dom->getElementsByTagName( '*' ) );
	foreach ( $elements as $element ) {
		if ( in_array( strtolower( $element->localName ), $removed, true ) ) {
			if ( $element->parentNode ) {
				$element->parentNode->removeChild( $element );
			}
			continue;
		}
		if ( 'style' === strtolower( $element->localName ) && preg_match( '/@import|url\s*\(|expression|javascript:/i', $element->textContent ) ) {
			$element->parentNode->removeChild( $element );
			continue;
		}
		foreach ( iterator_to_array( $element->attributes ) as $attribute ) {
			$name  = strtolower( $attribute->localName );
			$value = strtolower( preg_replace( '/[\s\x00-\x1f]+/', '', $attribute->value ) );
			$link  = in_array( $name, array( 'href', 'src' ), true ) && '' !== $value && '#' !== $value[0];
			$outside = false !== strpos( $value, 'url(' ) && false === strpos( $value, 'url(#' );
			if ( 0 === strpos( $name, 'on' ) || $link || $outside || false !== strpos( $value, 'javascript:' ) ) {
				$element->removeAttributeNode( $attribute );
			}
		}
	}
	return $dom->saveXML( $dom->documentElement );
}
