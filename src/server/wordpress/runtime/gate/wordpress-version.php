<?php
// Prints the WordPress version installed in the site (run-gate.ts).
require '/wordpress/wp-includes/version.php';
echo $wp_version;
