<?php
wp_clear_scheduled_hook( PLUGSMITH_PARAM_NAME );
