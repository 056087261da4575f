<?php
require_once __DIR__ . PLUGSMITH_PARAM_PATH;
