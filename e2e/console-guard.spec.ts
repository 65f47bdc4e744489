import { test, expect, provokedConsoleErrors } from './fixtures.ts';

// The fixtures fail a test on any error the browser reports that the test did not declare. `test.fail()` marks the
// tests that must fail: if the guard let the error through, they would pass and so be reported as failures.
test.describe('the console guard', () => {
  test('fails a test on a console error', async ({ page }) => {
    test.fail();
    await page.goto('/sign-in');
    await page.evaluate(() => console.error('unexpected trouble'));
  });

  test('fails a test on an uncaught error in the page', async ({ page }) => {
    test.fail();
    await page.goto('/sign-in');
    const uncaught = page.waitForEvent('pageerror');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('nobody caught this');
      }, 0),
    );
    await uncaught;
  });

  test('fails a test on an error in a further context it opened', async ({ openContext }) => {
    test.fail();
    const context = await openContext();
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.evaluate(() => console.error('trouble for the second person'));
  });

  test.describe('with the error declared', () => {
    test.use(provokedConsoleErrors(/^expected trouble /));

    test('passes', async ({ page }) => {
      await page.goto('/sign-in');
      await page.evaluate(() => console.error('expected trouble (provoked)'));
      await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    });
  });
});
