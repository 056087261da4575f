<?php
$dir = PLUGSMITH_PARAM_DIR;
$found = array();
$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
foreach ( $files as $file ) {
	if ( 'php' !== strtolower( $file->getExtension() ) ) {
		continue;
	}
	try {
		token_get_all( file_get_contents( $file->getPathname() ), TOKEN_PARSE );
	} catch ( Throwable $e ) {
		$found[] = array( 'file' => substr( $file->getPathname(), strlen( $dir ) + 1 ), 'line' => $e->getLine(), 'message' => $e->getMessage() );
	}
}
echo PLUGSMITH_PARAM_ANSWER_MARK . json_encode( $found );
