'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  addWatchedInterval,
  COMPLETION_THRESHOLD,
  DEFAULT_PLAYBACK_SPEED,
  formatClock,
  isWatchComplete,
  normalizePlaybackSpeed,
  PLAYBACK_SPEEDS,
  recordPlayback,
  resumePosition,
  watchedSeconds,
  type PlaybackSpeed,
  type WatchedIntervals,
} from '@/lib/domain/learning/classroom/playback';
import { HLS_MIME, type VideoSource } from '@/lib/domain/learning/classroom/video-source';
import type { CAPTION_LANGUAGES } from '@/lib/domain/learning/lecture-content';
import { registerPlayerClock } from '@/lib/domain/learning/classroom/player-clock';
import { Icon } from '@/components/ui/Icon';
import styles from './VideoPlayer.module.css';

export type VideoProgress = {
  /** Where the playhead is (the second to resume at). */
  positionSeconds: number;
  /** Seconds of the lecture actually watched: the union of watchedIntervals, never the position. */
  watchedSeconds: number;
  /** Length of the media, 0 while unknown. */
  durationSeconds: number;
  /** The watched ranges, for the server to keep across devices and recount (lib/domain/learning/classroom/playback.ts). */
  watchedIntervals: WatchedIntervals;
};

/** A subtitles file of the lecture (WebVTT, from the lecture media route). */
export type CaptionTrack = { lang: (typeof CAPTION_LANGUAGES)[number]; src: string };

/** The captions menu's value when no track shows. */
const CAPTIONS_OFF = 'off';

export type VideoPlayerProps = {
  /** From videoSources(url, format); empty shows "no video". */
  sources: readonly VideoSource[];
  /** The lecture's title: the accessible name of the player. */
  title: string;
  poster?: string;
  /** Subtitles the learner can turn on (off by default), one per language. */
  captions?: readonly CaptionTrack[];
  /** The saved second (resumed with the resumePosition rule). */
  startAt?: number;
  /** Ranges watched on earlier visits or other devices, so completion can span sessions. */
  initialWatched?: WatchedIntervals;
  /** Already completed: onComplete is not called again. */
  completed?: boolean;
  /** Throttled: every `reportEveryMs` while playing, and on pause, end, leaving the page or unmounting. */
  onProgress?: (progress: VideoProgress) => void;
  /** Once, when the watched share first reaches COMPLETION_THRESHOLD (≥ 90 %). */
  onComplete?: () => void;
  reportEveryMs?: number;
};

/** The chosen speed follows the learner from lecture to lecture (this browser only). */
const SPEED_KEY = 'cursalia.classroom.speed';
const SEEK_STEP_SECONDS = 5;
const VOLUME_STEP = 0.1;

type Status = 'loading' | 'ready' | 'error' | 'unsupported';

function readStoredSpeed(): PlaybackSpeed {
  try {
    const raw = window.localStorage.getItem(SPEED_KEY);
    return raw === null ? DEFAULT_PLAYBACK_SPEED : normalizePlaybackSpeed(raw);
  } catch {
    return DEFAULT_PLAYBACK_SPEED; // storage blocked or full: the default speed
  }
}

function storeSpeed(speed: PlaybackSpeed) {
  try {
    window.localStorage.setItem(SPEED_KEY, String(speed));
  } catch {
    // Nothing to do: the speed still applies to this lecture.
  }
}

/** Full screen on the player (our controls stay visible); iOS Safari only has the video's own. */
type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * The classroom's video player (issue 15 item 3, CLASS lectures): a native <video> with its own
 * controls (play/pause, seek bar, time, the spec's speeds 0.25–2, mute and volume, subtitles in
 * the lecture's caption languages, full screen)
 * and keyboard shortcuts on the whole player. MP4/WebM play natively; HLS (spec §3 HLSV3/HLSV4)
 * plays natively where the browser can and otherwise through hls.js, imported only then.
 *
 * Watched time is counted from the playhead advancing while playing (recordPlayback), so seeking
 * to the end completes nothing; the server still checks each report (acceptWatchedReport).
 * Props in, callbacks out: the page decides where progress goes.
 */
export function VideoPlayer({
  sources,
  title,
  poster,
  captions = [],
  startAt = 0,
  initialWatched = [],
  completed = false,
  onProgress,
  onComplete,
  reportEveryMs = 10_000,
}: VideoPlayerProps) {
  const t = useTranslations('classroom.player');
  const helpId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The element last loaded: React detaches videoRef before the unmount clean-up's last report.
  const mediaRef = useRef<HTMLVideoElement | null>(null);
  const watchedRef = useRef<WatchedIntervals>(initialWatched);
  const lastTimeRef = useRef(0);
  const lastReportRef = useRef(0);
  const resumedRef = useRef(false);
  const completedRef = useRef(completed);
  const callbacks = useRef({ onProgress, onComplete });
  useEffect(() => {
    callbacks.current = { onProgress, onComplete };
  });

  const [status, setStatus] = useState<Status>(sources.length > 0 ? 'loading' : 'ready');
  const [reloadKey, setReloadKey] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [speed, setSpeed] = useState<PlaybackSpeed>(DEFAULT_PLAYBACK_SPEED);
  const [fullscreen, setFullscreen] = useState(false);
  const [captionLang, setCaptionLang] = useState<string>(CAPTIONS_OFF);
  const [justCompleted, setJustCompleted] = useState(false);

  const hls = sources[0]?.kind === 'hls' ? sources[0].src : null;
  const files = sources.filter((s) => s.kind === 'file');

  const report = useCallback(() => {
    const video = videoRef.current ?? mediaRef.current;
    const send = callbacks.current.onProgress;
    if (!video || !send || !resumedRef.current) return;
    lastReportRef.current = Date.now();
    const total = Number.isFinite(video.duration) ? video.duration : 0;
    send({
      positionSeconds: video.currentTime,
      watchedSeconds: watchedSeconds(watchedRef.current, total || undefined),
      durationSeconds: total,
      watchedIntervals: watchedRef.current,
    });
  }, []);

  const checkCompletion = useCallback(() => {
    const video = videoRef.current;
    if (!video || completedRef.current || !Number.isFinite(video.duration)) return;
    if (!isWatchComplete(watchedSeconds(watchedRef.current, video.duration), video.duration, COMPLETION_THRESHOLD)) return;
    completedRef.current = true;
    setJustCompleted(true);
    report(); // the server hears the watched time that completes the lecture before onComplete
    callbacks.current.onComplete?.();
  }, [report]);

  // The speed saved on this browser, once mounted (localStorage is not there on the server).
  useEffect(() => {
    const stored = readStoredSpeed();
    if (stored !== DEFAULT_PLAYBACK_SPEED) setSpeed(stored); // eslint-disable-line react-hooks/set-state-in-effect -- reading browser storage after hydration
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed]);

  // HLS: native where supported (Safari, iOS), else hls.js loaded now and only now.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hls) return;
    if (video.canPlayType(HLS_MIME)) {
      video.src = hls;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let engine: { destroy(): void } | null = null;
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return setStatus('unsupported');
        const instance = new Hls();
        engine = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setStatus('error');
        });
        instance.loadSource(hls);
        instance.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) setStatus('error'); // the chunk failed to load (offline): a retry button
      });
    return () => {
      cancelled = true;
      engine?.destroy();
    };
  }, [hls, reloadKey]);

  // Leaving the page (or the tab going to the background, where mobile browsers may never fire
  // pagehide) and unmounting send what was watched since the last report.
  useEffect(() => {
    const onHide = () => report();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      report();
    };
  }, [report]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    mediaRef.current = video;
    const total = Number.isFinite(video.duration) ? video.duration : 0;
    setDuration(total);
    setStatus('ready');
    video.playbackRate = speed;
    if (!resumedRef.current) {
      resumedRef.current = true;
      const start = resumePosition(startAt, total);
      if (start > 0) video.currentTime = start;
      lastTimeRef.current = start;
      lastReportRef.current = Date.now(); // the first periodic report comes a full period after loading
      setTime(start);
    }
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    const now = video.currentTime;
    if (!video.paused && !video.seeking) {
      watchedRef.current = recordPlayback(watchedRef.current, lastTimeRef.current, now, video.playbackRate);
      checkCompletion();
    }
    lastTimeRef.current = now;
    setTime(now);
    if (!video.paused && Date.now() - lastReportRef.current >= reportEveryMs) report();
  };

  const onEnded = () => {
    const video = videoRef.current;
    if (video) {
      // The last timeupdate may come a moment before the end: count the final stretch.
      const end = Number.isFinite(video.duration) ? video.duration : video.currentTime;
      if (end - lastTimeRef.current <= 1.5 * video.playbackRate) watchedRef.current = addWatchedInterval(watchedRef.current, lastTimeRef.current, end);
      lastTimeRef.current = end;
    }
    setPlaying(false);
    checkCompletion();
    report();
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // Autoplay policies and unloaded media reject play(): the button simply stays "Play".
      void Promise.resolve(video.play()).catch(() => {});
    } else video.pause();
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const max = Number.isFinite(video.duration) ? video.duration : seconds;
    const target = Math.min(Math.max(0, seconds), max);
    video.currentTime = target;
    lastTimeRef.current = target; // a seek is never watched time
    setTime(target);
  };

  // The notes beside the player read its playhead and jump to a note's second (player-clock.ts).
  const seekRef = useRef(seekTo);
  useEffect(() => {
    seekRef.current = seekTo;
  });
  useEffect(
    () =>
      registerPlayerClock({
        currentSecond: () => videoRef.current?.currentTime ?? 0,
        playFrom: (second) => {
          seekRef.current(second);
          const video = videoRef.current;
          if (video?.paused) void Promise.resolve(video.play()).catch(() => {});
          containerRef.current?.scrollIntoView({ block: 'nearest' });
        },
      }),
    [],
  );

  const changeVolume = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    const next = Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
    video.volume = next;
    video.muted = next === 0;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = VOLUME_STEP * 5;
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    const video = videoRef.current as WebkitVideo | null;
    if (!container || !video) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else if (container.requestFullscreen) void container.requestFullscreen().catch(() => {});
    else video.webkitEnterFullscreen?.();
  };

  // The browser draws the chosen track over the video (our controls replace its own menu).
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    for (const track of Array.from(video.textTracks)) track.mode = track.language === captionLang ? 'showing' : 'disabled';
  }, [captionLang, reloadKey, status]);

  const chooseSpeed = (value: string) => {
    const next = normalizePlaybackSpeed(value);
    setSpeed(next);
    storeSpeed(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    // The speed menu and the volume slider keep their own keys; a focused button its Space/Enter.
    if (tag === 'SELECT' || tag === 'TEXTAREA' || target.dataset.ownKeys === 'true') return;
    const video = videoRef.current;
    if (!video) return;
    const key = event.key;
    if ((key === ' ' || key === 'Enter') && tag === 'BUTTON') return;
    if (key === ' ' || key === 'k' || key === 'K') togglePlay();
    else if (key === 'ArrowLeft') seekTo(video.currentTime - SEEK_STEP_SECONDS);
    else if (key === 'ArrowRight') seekTo(video.currentTime + SEEK_STEP_SECONDS);
    else if (key === 'ArrowUp') changeVolume(video.volume + VOLUME_STEP);
    else if (key === 'ArrowDown') changeVolume(video.volume - VOLUME_STEP);
    else if (key === 'f' || key === 'F') toggleFullscreen();
    else if (key === 'm' || key === 'M') toggleMute();
    else if (/^[0-9]$/.test(key) && Number.isFinite(video.duration)) seekTo((video.duration * Number(key)) / 10);
    else return;
    event.preventDefault();
  };

  if (sources.length === 0) {
    return (
      <div className={styles.player} role="group" aria-label={t('region', { title })}>
        <p className={styles.notice}>{t('noMedia')}</p>
      </div>
    );
  }

  const speedLabel = (s: PlaybackSpeed) => (s === 1 ? t('speedNormal') : t('speedOption', { speed: s }));

  return (
    <div
      ref={containerRef}
      className={styles.player}
      role="group"
      aria-label={t('region', { title })}
      aria-describedby={helpId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-classroom-player=""
    >
      <p id={helpId} className={styles.visuallyHidden}>
        {t('keyboardHelp')}
      </p>
      <div className={styles.stage}>
        <video
          key={reloadKey}
          ref={videoRef}
          className={styles.video}
          playsInline
          preload="metadata"
          poster={poster}
          aria-label={title}
          onClick={togglePlay}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={() => {
            const d = videoRef.current?.duration ?? 0;
            setDuration(Number.isFinite(d) ? d : 0);
          }}
          onTimeUpdate={onTimeUpdate}
          onPlay={() => {
            lastTimeRef.current = videoRef.current?.currentTime ?? 0;
            lastReportRef.current = Date.now();
            setPlaying(true);
          }}
          onPause={() => {
            setPlaying(false);
            report();
          }}
          onSeeked={() => {
            lastTimeRef.current = videoRef.current?.currentTime ?? 0;
          }}
          onEnded={onEnded}
          onVolumeChange={() => {
            const video = videoRef.current;
            if (!video) return;
            setMuted(video.muted);
            setVolume(video.volume);
          }}
          onError={() => setStatus('error')}
        >
          {files.map((s, i) => (
            // A failed <source> fires 'error' on itself, not on the video: the last one failing means none could play.
            <source key={s.src} src={s.src} type={s.type} onError={i === files.length - 1 ? () => setStatus('error') : undefined} />
          ))}
          {captions.map((c) => (
            <track key={c.lang} kind="subtitles" src={c.src} srcLang={c.lang} label={t(`captionLanguage.${c.lang}`)} />
          ))}
        </video>
        {status !== 'ready' ? (
          <div className={styles.overlay} role={status === 'loading' ? 'status' : 'alert'}>
            {status === 'loading' ? <span>{t('loading')}</span> : null}
            {status === 'unsupported' ? <span>{t('unsupported')}</span> : null}
            {status === 'error' ? (
              <>
                <span>{t('error')}</span>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => {
                    resumedRef.current = false;
                    setStatus('loading');
                    setReloadKey((k) => k + 1);
                  }}
                >
                  {t('retry')}
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.controls}>
        <button type="button" className={styles.iconButton} onClick={togglePlay} aria-label={playing ? t('pause') : t('play')} data-control="play">
          <Icon name={playing ? 'pause' : 'playArrow'} />
        </button>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(e) => seekTo(Number(e.currentTarget.value))}
          aria-label={t('seek')}
          aria-valuetext={t('seekValue', { position: formatClock(time), duration: formatClock(duration) })}
          disabled={duration <= 0}
          data-control="seek"
        />
        <span className={styles.time} aria-hidden="true">
          {formatClock(time)} / {formatClock(duration)}
        </span>
        <button type="button" className={styles.iconButton} onClick={toggleMute} aria-label={muted ? t('unmute') : t('mute')} data-control="mute">
          <Icon name={muted ? 'volumeOff' : 'volumeUp'} />
        </button>
        <input
          type="range"
          className={styles.volume}
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          onChange={(e) => changeVolume(Number(e.currentTarget.value))}
          aria-label={t('volume')}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)} %`}
          data-own-keys="true"
          data-control="volume"
        />
        <select className={styles.speed} value={String(speed)} onChange={(e) => chooseSpeed(e.currentTarget.value)} aria-label={t('speed')} data-control="speed">
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
        {captions.length > 0 ? (
          <select className={styles.speed} value={captionLang} onChange={(e) => setCaptionLang(e.currentTarget.value)} aria-label={t('captions')} data-control="captions">
            <option value={CAPTIONS_OFF}>{t('captionsOff')}</option>
            {captions.map((c) => (
              <option key={c.lang} value={c.lang}>
                {t(`captionLanguage.${c.lang}`)}
              </option>
            ))}
          </select>
        ) : null}
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          data-control="fullscreen"
        >
          <Icon name={fullscreen ? 'fullscreenExit' : 'fullscreen'} />
        </button>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {justCompleted ? t('completed') : ''}
      </p>
    </div>
  );
}
