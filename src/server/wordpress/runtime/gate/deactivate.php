<?php

deactivate_plugins( PLUGSMITH_PARAM_PLUGIN_FILE );
$uninstallable = is_uninstallable_plugin( PLUGSMITH_PARAM_PLUGIN_FILE );
if ( $uninstallable ) {
	uninstall_plugin( PLUGSMITH_PARAM_PLUGIN_FILE );
}
echo PLUGSMITH_PARAM_ANSWER_MARK . json_encode( array( 'active' => is_plugin_active( PLUGSMITH_PARAM_PLUGIN_FILE ), 'uninstallable' => $uninstallable ) );
