<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
delete_option( '__PREFIX__settings' );
delete_option( '__PREFIX__launched' );
