<?php
delete_option( PLUGSMITH_PARAM_NAME );
