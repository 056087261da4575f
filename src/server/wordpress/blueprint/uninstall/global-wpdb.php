<?php
global $wpdb;
