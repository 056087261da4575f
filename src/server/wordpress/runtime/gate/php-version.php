<?php
// Prints the PHP version the site runs (sitePhpVersion in run-gate.ts).
echo PHP_VERSION;
