#!/bin/sh
# Container entrypoint: secrets as files (compose and Kubernetes secrets,
# mounted under /run/secrets) instead of environment values visible in the
# container's configuration. For each variable below, NAME_FILE names a file
# whose content (trailing newlines dropped) becomes NAME; setting both is an
# error. Then the command runs in this process's place.
set -eu
for name in SVC_ENCRYPTION_KEY SVC_ADMIN_TOKEN DATABASE_URL PGPASSWORD REDIS_URL SVC_METRICS_TOKEN; do
  eval "file=\${${name}_FILE:-}"
  [ -n "$file" ] || continue
  eval "given=\${${name}:-}"
  if [ -n "$given" ]; then
    echo "env-from-files: both $name and ${name}_FILE are set; set one" >&2
    exit 64
  fi
  if [ ! -r "$file" ]; then
    echo "env-from-files: ${name}_FILE names $file, which cannot be read" >&2
    exit 66
  fi
  value=$(cat "$file")
  export "$name=$value"
  unset "${name}_FILE"
done
exec "$@"
