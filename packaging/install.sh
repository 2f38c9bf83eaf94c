#!/usr/bin/env sh
# Puts the unpacked bundle on the desktop for this user: a launcher in ~/.local/bin, the menu entry in
# ~/.local/share/applications and the icon in the icon theme. Nothing outside ~/.local is touched.
# Usage: ./install.sh            (from the unpacked archive)
#        ./install.sh --uninstall
set -eu

here="$(cd "$(dirname "$0")" && pwd)"
prefix="${XDG_DATA_HOME:-$HOME/.local/share}"
bin="$HOME/.local/bin"
launcher="$bin/dl-dashboard"
entry="$prefix/applications/dl-dashboard.desktop"
icon="$prefix/icons/hicolor/scalable/apps/dl-dashboard.svg"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$launcher" "$entry" "$icon"
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$prefix/applications" || true
  echo "dl-dashboard removed from the menu and from $bin (the unpacked folder $here is left as it is)"
  exit 0
fi
if [ -n "${1:-}" ]; then
  echo "usage: $0 [--uninstall]" >&2
  exit 2
fi

[ -x "$here/dl-dashboard" ] || { echo "install.sh: run it from the unpacked dl-dashboard folder" >&2; exit 2; }
mkdir -p "$bin" "$(dirname "$entry")" "$(dirname "$icon")"
ln -sf "$here/dl-dashboard" "$launcher"
cp "$here/dl-dashboard.svg" "$icon"
sed "s|^Exec=.*|Exec=$here/dl-dashboard|" "$here/dl-dashboard.desktop" > "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$prefix/applications" || true
echo "dl-dashboard installed: in the applications menu, and as $launcher"
case ":$PATH:" in *":$bin:"*) ;; *) echo "($bin is not on your PATH: add it to run dl-dashboard from a terminal)";; esac
