<?php
namespace {
// PLUGSMITH_LINES_LOADER
}
