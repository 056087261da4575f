<?php

$result = activate_plugin( PLUGSMITH_PARAM_PLUGIN_FILE );
$answer = array( 'error' => is_wp_error( $result ) ? $result->get_error_message() : null, 'active' => is_plugin_active( PLUGSMITH_PARAM_PLUGIN_FILE ) );
echo PLUGSMITH_PARAM_ANSWER_MARK . json_encode( $answer );
