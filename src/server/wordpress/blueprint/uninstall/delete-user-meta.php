<?php
delete_metadata( 'user', 0, PLUGSMITH_PARAM_NAME, '', true );
