#!/usr/bin/env bash
# The scale-out test runs Debian's PostgreSQL 15 and HAProxy; nothing else is ever downloaded.
set -euo pipefail
missing=()
[ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql)
command -v haproxy >/dev/null || missing+=(haproxy)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Install Debian's packages (sudo apt-get install -y ${missing[*]}) and run npm run test:scale again." >&2
  exit 1
fi
echo "Installing Debian ${missing[*]} (once)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts the system cluster and the system HAProxy where it can: the test uses neither.
/usr/lib/postgresql/15/bin/postgres --version
haproxy -v | head -1
