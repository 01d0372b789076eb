#!/usr/bin/env bash
# Makes the mock backend's synthetic hearing stream (mocks/public/mock-media/test-pattern/): six
# seconds of a test pattern with a 440 Hz tone, cut into three 2-second MPEG-TS segments, and VOD
# playlists that loop those segments for 10 minutes, 1, 3 and 12 hours, so that a long hearing can
# be sought far into. Each loop restarts the segments' timestamps, hence a discontinuity tag before
# every repeat (hls.js and native HLS both handle it).
#
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). Run from anywhere:
#   bash scripts/make-test-stream.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/mocks/public/mock-media/test-pattern"
seconds=6
segment=2

rm -rf "$out"
mkdir -p "$out"

# Low bitrate and a keyframe every segment: the whole folder stays around a hundred kilobytes.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=25" \
  -f lavfi -i "sine=frequency=440:sample_rate=48000" \
  -t "$seconds" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryfast \
  -b:v 120k -maxrate 150k -bufsize 300k -g $((25 * segment)) -keyint_min $((25 * segment)) -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 \
  -f hls -hls_time "$segment" -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_filename "$out/seg%d.ts" \
  "$out/loop.m3u8"

segments=$((seconds / segment))

# loop-<name>.m3u8: the segments repeated until the playlist lasts at least <minutes>.
write_playlist() {
  local name="$1" minutes="$2"
  local loops=$(((minutes * 60 + seconds - 1) / seconds))
  {
    printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:%d\n' "$segment"
    printf '#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n'
    for ((l = 0; l < loops; l++)); do
      if ((l > 0)); then printf '#EXT-X-DISCONTINUITY\n'; fi
      for ((s = 0; s < segments; s++)); do
        printf '#EXTINF:%d.000000,\nseg%d.ts\n' "$segment" "$s"
      done
    done
    printf '#EXT-X-ENDLIST\n'
  } >"$out/loop-$name.m3u8"
}

write_playlist 10m 10
write_playlist 1h 60
write_playlist 3h 180
write_playlist 12h 720

du -sh "$out"
