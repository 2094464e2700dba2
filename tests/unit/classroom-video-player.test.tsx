// @vitest-environment happy-dom
/**
 * The classroom video player island (issue 15 item 3, CLASS lectures): the spec §3 speeds
 * 0.25–2, resume at the saved second, keyboard control, completion at ≥ 90 % watched (by watched
 * time, not by seeking), throttled progress reports, HLS through hls.js only when needed.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es/classroom.json';
import { VideoPlayer, type VideoPlayerProps } from '@/components/classroom/VideoPlayer';
import { videoSources } from '@/lib/domain/learning/classroom/video-source';

const hlsState = vi.hoisted(() => ({ supported: true, instances: [] as { source: string | null; media: unknown; destroyed: boolean }[], imports: 0 }));
vi.mock('hls.js/light', () => {
  hlsState.imports += 1;
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hlsState.supported;
    record = { source: null as string | null, media: null as unknown, destroyed: false };
    constructor() {
      hlsState.instances.push(this.record);
    }
    on() {}
    loadSource(src: string) {
      this.record.source = src;
    }
    attachMedia(media: unknown) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakeHls };
});

type Media = { currentTime: number; paused: boolean; duration: number; seeking: boolean; playbackRate: number; defaultPlaybackRate: number; volume: number; muted: boolean; ended: boolean };

/** Gives the <video> a scripted media state: play/pause/seek happen when the test says so. */
function fakeMedia(video: HTMLVideoElement, duration: number, nativeHls = false): Media {
  const state: Media = { currentTime: 0, paused: true, duration, seeking: false, playbackRate: 1, defaultPlaybackRate: 1, volume: 1, muted: false, ended: false };
  for (const key of Object.keys(state) as (keyof Media)[]) {
    Object.defineProperty(video, key, {
      configurable: true,
      get: () => state[key],
      set: (value: never) => {
        (state as Record<string, unknown>)[key] = value;
        if (key === 'volume' || key === 'muted') fireEvent(video, new Event('volumechange'));
      },
    });
  }
  video.play = vi.fn(async () => {
    state.paused = false;
    fireEvent.play(video);
  });
  video.pause = vi.fn(() => {
    state.paused = true;
    fireEvent.pause(video);
  });
  video.canPlayType = vi.fn((type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '')) as never;
  return state;
}

const onProgress = vi.fn();
const onComplete = vi.fn();

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const view = render(
    <NextIntlClientProvider locale="es" messages={{ classroom: es }} timeZone="America/Lima">
      <VideoPlayer sources={videoSources('/api/classroom/lectures/7/media/video.mp4', 'MP4')} title="Encuadre y composición" onProgress={onProgress} onComplete={onComplete} {...props} />
    </NextIntlClientProvider>,
  );
  const video = view.container.querySelector('video')!;
  const player = screen.getByRole('group', { name: 'Reproductor de la clase: Encuadre y composición' });
  return { ...view, video, player };
}

/** Loads metadata for a `duration`-second clip and returns the scripted state. */
function load(video: HTMLVideoElement, duration: number, nativeHls = false) {
  const media = fakeMedia(video, duration, nativeHls);
  fireEvent.loadedMetadata(video);
  return media;
}

/** Plays from the current second to `to` in quarter-second timeupdates at the current rate. */
function playTo(video: HTMLVideoElement, media: Media, to: number) {
  media.paused = false;
  while (media.currentTime < to) {
    media.currentTime = Math.min(to, media.currentTime + 0.25 * media.playbackRate);
    fireEvent.timeUpdate(video);
  }
}

const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onProgress.mockReset();
  onComplete.mockReset();
  hlsState.instances = [];
  hlsState.supported = true;
  window.localStorage.clear();
});

describe('VideoPlayer', () => {
  it('offers labelled controls and the spec speeds 0.25–2, WebM before MP4', () => {
    const { video } = renderPlayer();
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/api/classroom/lectures/7/media/video.webm', '/api/classroom/lectures/7/media/video.mp4']);
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Posición en la clase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Silenciar' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Volumen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBeTruthy();
    const speed = screen.getByRole('combobox', { name: 'Velocidad de reproducción' }) as HTMLSelectElement;
    expect([...speed.options].map((o) => o.value)).toEqual(['0.25', '0.5', '0.75', '1', '1.25', '1.5', '1.75', '2']);
    expect([...speed.options].map((o) => o.textContent)).toEqual(['0,25×', '0,5×', '0,75×', 'Normal', '1,25×', '1,5×', '1,75×', '2×']);
    expect(speed.value).toBe('1');
    expect(screen.getByText(/Atajos de teclado/)).toBeTruthy();
    expect(screen.getByText('Cargando la clase…')).toBeTruthy();
  });

  it('resumes at the saved second, or from the start when it was in the last seconds', () => {
    const first = renderPlayer({ startAt: 125 });
    const media = load(first.video, 600);
    expect(media.currentTime).toBe(125);
    expect(screen.getByText('2:05 / 10:00')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Posición en la clase' }).getAttribute('aria-valuetext')).toBe('2:05 de 10:00');
    cleanup();
    const second = renderPlayer({ startAt: 597 });
    expect(load(second.video, 600).currentTime).toBe(0);
  });

  it('plays and pauses from the button and the keyboard', async () => {
    const { video, player } = renderPlayer();
    const media = load(video, 600);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(video.play).toHaveBeenCalledTimes(1);
    await screen.findByRole('button', { name: 'Pausar' });
    key(player, ' ');
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(media.paused).toBe(true);
    key(player, 'k');
    expect(video.play).toHaveBeenCalledTimes(2);
    // Space on a focused button is the button's own click, not a second toggle.
    key(screen.getByRole('button', { name: 'Silenciar' }), ' ');
    expect(video.play).toHaveBeenCalledTimes(2);
  });

  it('seeks ±5 s with the arrows and to tenths with the digits, changes volume, mutes and goes full screen', () => {
    const { video, player } = renderPlayer({ startAt: 100 });
    const media = load(video, 600);
    key(player, 'ArrowRight');
    expect(media.currentTime).toBe(105);
    key(player, 'ArrowLeft');
    key(player, 'ArrowLeft');
    expect(media.currentTime).toBe(95);
    key(player, '5');
    expect(media.currentTime).toBe(300);
    key(player, '0');
    expect(media.currentTime).toBe(0);
    key(player, 'ArrowLeft');
    expect(media.currentTime).toBe(0);
    key(player, 'ArrowDown');
    key(player, 'ArrowDown');
    expect(media.volume).toBe(0.8);
    key(player, 'ArrowUp');
    expect(media.volume).toBe(0.9);
    key(player, 'm');
    expect(media.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Activar sonido' })).toBeTruthy();
    const requestFullscreen = vi.fn(async () => {});
    player.requestFullscreen = requestFullscreen;
    key(player, 'f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    // The arrows on the seek bar move by 5 s too (not the slider's own step).
    key(screen.getByRole('slider', { name: 'Posición en la clase' }), 'ArrowRight');
    expect(media.currentTime).toBe(5);
  });

  it('applies the chosen speed and remembers it for the next lecture', () => {
    const { video } = renderPlayer();
    const media = load(video, 600);
    fireEvent.change(screen.getByRole('combobox', { name: 'Velocidad de reproducción' }), { target: { value: '1.5' } });
    expect(media.playbackRate).toBe(1.5);
    expect(window.localStorage.getItem('cursalia.classroom.speed')).toBe('1.5');
    cleanup();
    renderPlayer();
    expect((screen.getByRole('combobox', { name: 'Velocidad de reproducción' }) as HTMLSelectElement).value).toBe('1.5');
  });

  it('completes once at 90 % watched, and seeking to the end does not count', async () => {
    const { video, player } = renderPlayer();
    const media = load(video, 100);
    playTo(video, media, 50);
    key(player, '9'); // jump to 90 s
    playTo(video, media, 100);
    fireEvent.ended(video);
    expect(onComplete).not.toHaveBeenCalled();
    const last = onProgress.mock.calls.at(-1)![0];
    expect(last.watchedSeconds).toBe(60);
    expect(last.watchedIntervals).toEqual([[0, 50], [90, 100]]);
    // Watching what was skipped completes the lecture at 90 s watched, once.
    key(player, '5');
    playTo(video, media, 80);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onProgress.mock.calls.at(-1)![0].watchedSeconds).toBe(90);
    playTo(video, media, 90);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Clase completada')).toBeTruthy();
  });

  it('counts what earlier visits watched, and never completes again a completed lecture', () => {
    const { video } = renderPlayer({ initialWatched: [[0, 85]], startAt: 85 });
    const media = load(video, 100);
    playTo(video, media, 90);
    expect(onComplete).toHaveBeenCalledTimes(1);
    cleanup();
    onComplete.mockReset();
    const again = renderPlayer({ completed: true });
    const m2 = load(again.video, 100);
    playTo(again.video, m2, 100);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('reports progress every 10 s while playing, on pause and when the page is left', () => {
    const { video } = renderPlayer();
    const media = load(video, 600);
    media.paused = false;
    for (let s = 1; s <= 25; s += 1) {
      vi.setSystemTime(new Date(Date.now() + 1000));
      media.currentTime = s;
      fireEvent.timeUpdate(video);
    }
    expect(onProgress.mock.calls.map((c) => c[0].positionSeconds)).toEqual([10, 20]);
    fireEvent.click(screen.getByRole('button', { name: /Reproducir|Pausar/ }));
    expect(onProgress.mock.calls.at(-1)![0]).toMatchObject({ positionSeconds: 25, durationSeconds: 600 });
    const count = onProgress.mock.calls.length;
    window.dispatchEvent(new Event('pagehide'));
    expect(onProgress).toHaveBeenCalledTimes(count + 1);
    cleanup();
    expect(onProgress).toHaveBeenCalledTimes(count + 2); // unmounting sends the last position too
  });

  it('plays HLS through hls.js when the browser has no native HLS, loaded only then', async () => {
    const before = hlsState.imports;
    const file = renderPlayer();
    load(file.video, 60);
    await act(async () => {});
    expect(hlsState.instances).toHaveLength(0);
    cleanup();

    // Native HLS (Safari): the playlist is the video's own src.
    const canPlayType = vi.spyOn(window.HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const native = renderPlayer({ sources: videoSources('/media/hls/clase.m3u8', 'HLSV4') });
    expect(native.video.getAttribute('src')).toBe('/media/hls/clase.m3u8');
    expect(hlsState.instances).toHaveLength(0);
    cleanup();
    canPlayType.mockReturnValue('');

    const hls = renderPlayer({ sources: videoSources('/media/hls/clase.m3u8', 'HLSV3') });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    expect(hlsState.instances[0]).toMatchObject({ source: '/media/hls/clase.m3u8', media: hls.video, destroyed: false });
    expect(hls.video.querySelectorAll('source')).toHaveLength(0);
    cleanup();
    expect(hlsState.instances[0].destroyed).toBe(true);
    expect(hlsState.imports - before).toBeLessThanOrEqual(1);

    hlsState.supported = false;
    renderPlayer({ sources: videoSources('/media/hls/clase.m3u8', 'HLSV3') });
    expect((await screen.findByRole('alert')).textContent).toContain('Tu navegador no puede reproducir este video');
    canPlayType.mockRestore();
  });

  it('says when a lecture has no video, and offers a retry when loading fails', () => {
    renderPlayer({ sources: [] });
    expect(screen.getByText('Esta clase no tiene video.')).toBeTruthy();
    cleanup();
    const { video } = renderPlayer();
    // Every source failed: the last <source> reports it (the video itself fires nothing).
    fireEvent.error(video.querySelectorAll('source')[1]);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar el video');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Cargando la clase…')).toBeTruthy();
  });
});

describe('subtitles (issue 15: the lecture\'s WebVTT captions)', () => {
  const CAPTIONS = [
    { lang: 'es', src: '/api/classroom/lectures/7/media/captions-es.vtt' },
    { lang: 'pt', src: '/api/classroom/lectures/7/media/captions-pt.vtt' },
  ] as const;

  it('lists each caption file as a subtitles track named in the page language, all off at first', () => {
    const { video } = renderPlayer({ captions: CAPTIONS });
    const tracks = Array.from(video.querySelectorAll('track')).map((t) => [t.getAttribute('kind'), t.getAttribute('srclang'), t.getAttribute('label'), t.getAttribute('src')]);
    expect(tracks).toEqual([
      ['subtitles', 'es', 'Español', CAPTIONS[0].src],
      ['subtitles', 'pt', 'Portugués', CAPTIONS[1].src],
    ]);
    const menu = screen.getByRole('combobox', { name: 'Subtítulos' }) as HTMLSelectElement;
    expect(Array.from(menu.options).map((o) => o.textContent)).toEqual(['Sin subtítulos', 'Español', 'Portugués']);
    expect(menu.value).toBe('off');
  });

  it('the menu shows the chosen language and hides the others; "Sin subtítulos" hides all', () => {
    const { video } = renderPlayer({ captions: CAPTIONS });
    const textTracks = [
      { language: 'es', mode: 'disabled' },
      { language: 'pt', mode: 'disabled' },
    ];
    Object.defineProperty(video, 'textTracks', { configurable: true, get: () => textTracks });
    const menu = screen.getByRole('combobox', { name: 'Subtítulos' });
    fireEvent.change(menu, { target: { value: 'pt' } });
    expect(textTracks.map((t) => t.mode)).toEqual(['disabled', 'showing']);
    fireEvent.change(menu, { target: { value: 'off' } });
    expect(textTracks.map((t) => t.mode)).toEqual(['disabled', 'disabled']);
  });

  it('a lecture without captions has no subtitles menu', () => {
    renderPlayer();
    expect(screen.queryByRole('combobox', { name: 'Subtítulos' })).toBeNull();
  });
});
