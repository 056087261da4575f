<?php
delete_transient( PLUGSMITH_PARAM_NAME );
