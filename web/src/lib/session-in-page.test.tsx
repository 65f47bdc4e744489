import { afterEach, describe, expect, it } from 'vitest';
import { takeSessionFromPage } from './session-in-page.ts';

function carry(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = 'session';
  element.textContent = text;
  document.head.append(element);
}

describe('takeSessionFromPage', () => {
  afterEach(() => document.getElementById('session')?.remove());

  it('reads the session the server wrote into the page, once', () => {
    carry('{"me":{"id":"1","email":"admin@demo.dk"},"company":null}');
    expect(takeSessionFromPage()).toEqual({ me: { id: '1', email: 'admin@demo.dk' }, company: null });
    expect(document.getElementById('session')).toBeNull();
    expect(takeSessionFromPage()).toBeUndefined();
  });

  it('reads "nobody signed in" as null, and a page without an answer as undefined', () => {
    carry('null');
    expect(takeSessionFromPage()).toBeNull();
    expect(takeSessionFromPage()).toBeUndefined();
  });

  it('ignores an element that is not a JSON data block, or not JSON', () => {
    carry('{"me":1}', 'text/plain');
    expect(takeSessionFromPage()).toBeUndefined();
    document.getElementById('session')?.remove();
    carry('{not json');
    expect(takeSessionFromPage()).toBeUndefined();
  });
});
