#!/usr/bin/env bash
# Puts Node 24 LTS into .tools/node (git-ignored) from the npm registry's official platform
# package (node-<os>-<arch>), for a machine whose own `node` is older and that reaches only the
# npm registry. Then: export PATH="$PWD/.tools/node/bin:$PATH"
#
#   bash scripts/get-node.sh            # the version pinned below
#   NODE_VERSION=24.21.0 bash scripts/get-node.sh
#
# Prints the bin folder to put first on PATH. Does nothing when that version is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_VERSION:-24.21.0}"
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "get-node: no npm platform package for $(uname -s); install Node 24 LTS from nodejs.org" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "get-node: no npm platform package for $(uname -m); install Node 24 LTS from nodejs.org" >&2; exit 1 ;;
esac

target=".tools/node"
if [ -x "$target/bin/node" ] && [ "$("$target/bin/node" --version)" = "v$version" ]; then
  echo "$PWD/$target/bin"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "get-node: fetching node-$os-$arch@$version from the npm registry" >&2
(cd "$work" && npm pack --silent "node-$os-$arch@$version" >/dev/null)
tar -xzf "$work"/node-"$os"-"$arch"-"$version".tgz -C "$work"
rm -rf "$target"
mkdir -p .tools
mv "$work/package" "$target"
chmod +x "$target/bin/node"
"$target/bin/node" --version >&2
echo "$PWD/$target/bin"
