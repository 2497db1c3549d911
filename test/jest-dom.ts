// The unit project's DOM matchers (toBeVisible, toHaveAccessibleName, toHaveAttribute): a test states what a
// visitor meets, not that a query found something (a getBy query already throws when nothing matches).
import '@testing-library/jest-dom/vitest';
