#!/bin/sh
# Creates the secret files deploy/compose.yaml mounts, once: the encryption
# key (32 random bytes, base64), the admin token and the PostgreSQL password.
# Existing files are kept: a new encryption key would make every stored
# credential unreadable (docs/deployment.md).
#
# The directory is the owner's only; the files themselves are world-readable
# because compose bind-mounts them as they are and the service runs as an
# unprivileged user inside the container.
set -eu
cd "$(dirname "$0")"
mkdir -p secrets
chmod 700 secrets
make() {
  if [ -e "secrets/$1" ]; then echo "secrets/$1 exists: kept"; return; fi
  (umask 022; openssl rand "$2" "$3" > "secrets/$1")
  echo "secrets/$1 created"
}
make encryption.key -base64 32
make admin-token -hex 32
make postgres-password -hex 24
echo "Back up secrets/encryption.key apart from the database backups."
