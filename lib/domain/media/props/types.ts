import type { Rng, SceneColors } from '../scene-kit';

/**
 * A drawn object of a scene, in its own box: x from -100 to 100, y from -200 to 0 (the floor).
 * `rng` lets a prop vary its details (code lines, bar heights) per course.
 */
export type Prop = (c: SceneColors, rng: Rng) => string;
