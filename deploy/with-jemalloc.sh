#!/bin/sh
# Runs the command on jemalloc where the image has it (see Dockerfile), else
# as it is. Node's default allocator, glibc's malloc, keeps the memory a load
# freed in its arenas: the service stayed 40-60 % above its idle size after a
# load, against 5 % on jemalloc, whose background thread returns freed pages
# within a second even while no request comes (bench/README.md, "Memory and
# start time"). An LD_PRELOAD or MALLOC_CONF set by the operator is kept.
set -eu
library="${SVC_JEMALLOC:-/usr/local/lib/libjemalloc.so.2}"
if [ -z "${LD_PRELOAD:-}" ] && [ -r "$library" ]; then
  export LD_PRELOAD="$library"
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
fi
exec "$@"
