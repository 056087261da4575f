<?php
// Touches a new site's memory before its first WordPress request, without loading WordPress (spare-site.ts):
// allocated, then freed.
$plugsmith_warm_up = str_repeat( 'x', PLUGSMITH_PARAM_BYTES );
unset( $plugsmith_warm_up );
