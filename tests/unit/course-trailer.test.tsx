// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import esCommon from '@/messages/es/common.json';
import esCourse from '@/messages/es/course.json';
import { CourseTrailer } from '@/components/course/trailer/CourseTrailer';
import { trailerActivity } from '@/components/course/trailer/trailer-activity';
import { trailerSources } from '@/lib/domain/media/trailer-sources';
import { theme } from '@/lib/domain/theme/theme';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

// Counts how often the player's module is actually loaded (the factory runs on first import).
const playerLoads = vi.hoisted(() => vi.fn());
vi.mock('@/components/course/trailer/TrailerPlayer', async (importOriginal) => {
  playerLoads();
  return importOriginal();
});

const TITLE = 'Fotografía digital para principiantes';
const labels = {
  play: esCourse.trailer.play,
  player: esCourse.trailer.playerLabel.replace('{title}', TITLE),
  coverAlt: esCourse.card.coverAlt.replace('{title}', TITLE),
  loading: esCourse.trailer.loading,
};

function renderTrailer() {
  return render(
    <IntlTestProvider locale="es" messages={{ common: esCommon }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <CourseTrailer
          courseId={42}
          trailerUrl="/media/trailers/trailer-2.mp4"
          coverImage="/media/course/fotografia-digital-para-principiantes.svg"
          labels={labels}
          place="course-page"
          width={800}
          height={450}
          priority
        />
      </ThemeProvider>
    </IntlTestProvider>,
  );
}

describe('trailer sources', () => {
  it('offers WebM then MP4 for the shipped clips, and other addresses as they are', () => {
    expect(trailerSources('/media/trailers/trailer-2.mp4')).toEqual([
      { src: '/media/trailers/trailer-2.webm', type: 'video/webm; codecs="vp9"' },
      { src: '/media/trailers/trailer-2.mp4', type: 'video/mp4; codecs="avc1.4D401E"' },
    ]);
    expect(trailerSources('/media/trailers/trailer-3.webm').map((s) => s.src)).toEqual(['/media/trailers/trailer-3.webm', '/media/trailers/trailer-3.mp4']);
    expect(trailerSources('https://cdn.example.com/t.mp4?sig=1')).toEqual([{ src: 'https://cdn.example.com/t.mp4?sig=1', type: 'video/mp4' }]);
    expect(trailerSources('https://video.example.com/watch/123')).toEqual([{ src: 'https://video.example.com/watch/123' }]);
    expect(trailerSources('  ')).toEqual([]);
  });

  it('builds the spec §7 trailer event', () => {
    expect(trailerActivity(42, 'course-preview')).toEqual({
      eventType: 'trailer',
      itemId: 42,
      itemType: 'course',
      pageIdentifier: 'course-preview',
      data: { course_id: 42, source: 'course-preview' },
    });
  });
});

describe('CourseTrailer', () => {
  afterEach(() => {
    cleanup();
    trackActivity.mockClear();
  });

  it('shows the cover and a play button, loads the player only on play, and sends the trailer event once', async () => {
    // The environment's play() would fire 'play' itself; here playback starts when the test says so.
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderTrailer();
    expect(screen.getByRole('img', { name: labels.coverAlt })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Ver tráiler' });
    expect(document.querySelector('video')).toBeNull();
    // Give any eager import a chance to happen: nothing may have asked for the player yet.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(playerLoads).not.toHaveBeenCalled();

    fireEvent.click(button);
    const video = (await screen.findByLabelText(labels.player)) as HTMLVideoElement;
    expect(playerLoads).toHaveBeenCalledTimes(1);
    expect(video.tagName).toBe('VIDEO');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toMatch(/^\/media\/course\/fotografia-digital-para-principiantes\.svg\?fm=webp&w=800&h=450/);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/trailers/trailer-2.webm', 'video/webm; codecs="vp9"'],
      ['/media/trailers/trailer-2.mp4', 'video/mp4; codecs="avc1.4D401E"'],
    ]);
    // The play button is gone and the player has the focus; the cover no longer speaks.
    expect(screen.queryByRole('button', { name: 'Ver tráiler' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(video));
    expect(screen.queryByRole('img', { name: labels.coverAlt })).toBeNull();

    // Pressed play once: the player starts on its own, no second press needed.
    expect(play).toHaveBeenCalledTimes(1);
    expect(trackActivity).not.toHaveBeenCalled();
    fireEvent.play(video);
    expect(trackActivity).toHaveBeenCalledTimes(1);
    expect(trackActivity).toHaveBeenCalledWith(expect.objectContaining({ eventType: 'trailer', itemId: 42, itemType: 'course', pageIdentifier: 'course-page' }));
    // Pausing and playing again is the same viewing: no second event.
    fireEvent.pause(video);
    fireEvent.play(video);
    expect(trackActivity).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });
});
