<?php
defined( 'ABSPATH' ) || exit;
