<?php
wp_enqueue_style( PLUGSMITH_PARAM_HANDLE, plugins_url( PLUGSMITH_PARAM_PATH, __FILE__ ), array(), __CONST_PREFIX__VERSION );
