// hls.js ships types for its main entry only; its light build (no subtitles, alternate audio or
// DRM — none of which the classroom's streams use, and ~40 % smaller) has the same API.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
