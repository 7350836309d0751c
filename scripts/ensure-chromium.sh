#!/usr/bin/env bash
# The browser tests use Debian's Chromium at /usr/bin/chromium; nothing else is ever downloaded.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install Debian's package (sudo apt-get install -y chromium) and run npm test again." >&2
  exit 1
fi
echo "Installing Debian chromium (once)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
