#!/usr/bin/env bash
# Regenerates the demo course trailers in public/media/trailers/ (see docs/course-page.md).
# A one-off tool, never run by the build, the tests or the server: the clips are committed.
# Needs ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install ffmpeg). Everything is
# synthesised by lavfi sources, so nothing is downloaded; the digits need a local TrueType
# font and are left out when none is found.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media/trailers
mkdir -p "$out"

font=$(ls /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf 2>/dev/null || fc-match -f '%{file}' 'sans:bold' 2>/dev/null || true)
size=640x360
rate=24
seconds=8

# One synthetic picture per clip: the seed assigns trailer-1..4 to courses (lib/server/db/seed/trailers.ts).
sources=(
  "gradients=s=$size:r=$rate:c0=0x5b3df5:c1=0x00b3a4:c2=0xff7a59:n=3:speed=0.02:d=$seconds"
  "testsrc2=s=$size:r=$rate:d=$seconds"
  "sierpinski=s=$size:r=$rate:type=triangle,hue=h=t*20,trim=duration=$seconds"
  "life=s=160x90:r=$rate:mold=10:life_color=0x5b3df5:death_color=0x101828:mold_color=0x00b3a4,scale=$size:flags=neighbor,trim=duration=$seconds"
)

for i in "${!sources[@]}"; do
  n=$((i + 1))
  filter="${sources[$i]},format=yuv420p,fade=t=in:d=0.5,fade=t=out:st=$((seconds - 1)).5:d=0.5"
  if [ -n "$font" ]; then
    # A big clip number and a running clock: language-neutral, so one clip serves es, pt and en.
    filter+=",drawtext=fontfile=$font:text='$n':fontsize=120:fontcolor=white:borderw=4:bordercolor=black@0.6:x=(w-tw)/2:y=(h-th)/2-20"
    filter+=",drawtext=fontfile=$font:text='%{pts\\:hms}':fontsize=24:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8:x=w-tw-24:y=h-th-24"
  fi
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libvpx-vp9 -b:v 160k -maxrate 200k -bufsize 320k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pass 1 -passlogfile "/tmp/trailer-$n" -f null /dev/null
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libvpx-vp9 -b:v 160k -maxrate 200k -bufsize 320k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pass 2 -passlogfile "/tmp/trailer-$n" "$out/trailer-$n.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libx264 -profile:v main -preset slow -crf 30 -maxrate 200k -bufsize 400k -g 48 -movflags +faststart "$out/trailer-$n.mp4"
  rm -f "/tmp/trailer-$n"*.log
done
ls -l "$out"
