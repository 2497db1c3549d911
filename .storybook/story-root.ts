/**
 * Marks the element a story renders into (preview.tsx `beforeEach`), so the
 * visual tests (vitest.setup.ts) screenshot exactly the story's root.
 */
export const STORY_ROOT_ATTRIBUTE = 'data-story-root';
