#!/usr/bin/env bash
# Regenerates the demo lecture videos in media/lectures/ (issue 15; made like the trailers of
# scripts/make-trailers.sh). A one-off tool, never run by the build, the tests or the server:
# the files are committed, and the seed points CLASS lectures at them
# (lib/server/db/seed/lecture-media.ts). They are paid course content, so they live outside
# public/ and reach browsers only through the access-checked lecture media route
# (app/api/classroom/lectures/[lectureId]/media/, docs/classroom.md); the HLS playlist's
# relative segment names are rewritten by that route to its own URLs. Needs ffmpeg with
# libvpx-vp9 and libx264 (Debian: apt-get install ffmpeg). Everything is synthesised by lavfi
# sources, so nothing is downloaded; the digits need a local TrueType font and are left out when
# none is found.
#
# Per clip: WebM (VP9) and MP4 (H.264) side by side, as the trailers (lib/domain/media/trailer-sources.ts
# offers the WebM first), a poster frame, and captions in es, pt and en (WebVTT). Clip 2 also as
# HLS (MPEG-TS segments, EXT-X-VERSION 3: the spec's HLSV3 format) for the player's HLS path.
set -euo pipefail
cd "$(dirname "$0")/.."
out=media/lectures
mkdir -p "$out/video" "$out/captions" "$out/hls/lecture-2"

font=$(ls /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf 2>/dev/null || fc-match -f '%{file}' 'sans:bold' 2>/dev/null || true)
size=640x360
rate=24
seconds=30 # long enough to resume in the middle and to pass 90 %, small enough to commit

sources=(
  "mandelbrot=s=$size:r=$rate:maxiter=200:start_scale=3:end_scale=0.6:end_pts=$seconds*$rate,hue=s=0.7,trim=duration=$seconds"
  "gradients=s=$size:r=$rate:c0=0x1f6feb:c1=0x8250df:c2=0x00b3a4:n=3:speed=0.01:d=$seconds"
  "gradients=s=$size:r=$rate:c0=0xff7a59:c1=0xffc145:c2=0x5b3df5:n=3:type=circular:speed=0.015:d=$seconds"
  "smptehdbars=s=$size:r=$rate:d=$seconds,hue=h=t*6"
)

for i in "${!sources[@]}"; do
  n=$((i + 1))
  filter="${sources[$i]},format=yuv420p,fade=t=in:d=0.5,fade=t=out:st=$((seconds - 1)).5:d=0.5"
  if [ -n "$font" ]; then
    # A lecture number and a running clock: language-neutral, so one clip serves es, pt and en,
    # and the clock shows at a glance that playback resumed at the saved second.
    filter+=",drawtext=fontfile=$font:text='$n':fontsize=110:fontcolor=white:borderw=4:bordercolor=black@0.6:x=(w-tw)/2:y=(h-th)/2-20"
    filter+=",drawtext=fontfile=$font:text='%{pts\\:hms}':fontsize=24:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8:x=w-tw-24:y=h-th-24"
  fi
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libvpx-vp9 -b:v 60k -maxrate 90k -bufsize 180k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pass 1 -passlogfile "/tmp/lecture-$n" -f null /dev/null
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libvpx-vp9 -b:v 60k -maxrate 90k -bufsize 180k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pass 2 -passlogfile "/tmp/lecture-$n" "$out/video/lecture-$n.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$filter" -an \
    -c:v libx264 -profile:v main -preset slow -crf 34 -maxrate 90k -bufsize 180k -g 48 -keyint_min 48 -sc_threshold 0 -movflags +faststart "$out/video/lecture-$n.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 3 -i "$out/video/lecture-$n.mp4" -frames:v 1 -q:v 6 "$out/video/lecture-$n.jpg"
  rm -f "/tmp/lecture-$n"*.log
done

# HLS of clip 2 (the lightest): its H.264 stream cut at the keyframes (every 2 s) into 6-second segments.
ffmpeg -hide_banner -loglevel error -y -i "$out/video/lecture-2.mp4" -c copy -f hls -hls_time 6 -hls_playlist_type vod \
  -hls_segment_filename "$out/hls/lecture-2/segment-%03d.ts" "$out/hls/lecture-2/index.m3u8"

# Captions: the same cues for every clip (the clips have no speech; the cues say what is shown).
caption() { # lang, cue1, cue2, cue3
  printf 'WEBVTT\n\n00:00:00.500 --> 00:00:09.000\n%s\n\n00:00:10.000 --> 00:00:19.000\n%s\n\n00:00:20.000 --> 00:00:29.000\n%s\n' "$2" "$3" "$4" >"$out/captions/lecture-$1.vtt"
}
caption es 'Bienvenida a la clase: hoy vemos el tema paso a paso.' 'El reloj de la esquina marca el segundo en el que vas.' 'Al ver el 90 % de la clase queda completada.'
caption pt 'Boas-vindas à aula: hoje vemos o tema passo a passo.' 'O relógio no canto marca o segundo em que você está.' 'Ao assistir 90 % da aula ela fica concluída.'
caption en 'Welcome to the lesson: today we go through the topic step by step.' 'The clock in the corner shows the second you are at.' 'Watching 90% of the lesson completes it.'

ls -l "$out/video" "$out/hls/lecture-2" "$out/captions"
