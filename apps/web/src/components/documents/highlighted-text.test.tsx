import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentListItem } from '@grantpilot/shared/contracts/documents';
import { searchTerms, splitByTerms } from '../../lib/documents/search-terms';
import { DocumentHit } from './document-table';
import { HighlightedText, MarkedParts } from './highlighted-text';

describe('search terms', () => {
  it('keeps words and phrases, leaves out -excluded ones and "or"', () => {
    expect(searchTerms('budget "climate adaptation" -draft or Ocean -"old call"')).toEqual([
      'budget',
      'climate adaptation',
      'ocean',
    ]);
  });

  it('splits a text at every term in any case, the longest first', () => {
    expect(splitByTerms('Climate adaptation and CLIMATE', ['climate', 'climate adaptation'])).toEqual([
      { text: 'Climate adaptation', match: true },
      { text: ' and ', match: false },
      { text: 'CLIMATE', match: true },
    ]);
  });

  it('treats terms as text, not patterns', () => {
    expect(splitByTerms('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
  });
});

describe('highlighting', () => {
  it('marks the terms of a text and renders a <script> in it as text', () => {
    const { container } = render(
      <p>
        <HighlightedText text={'Budget <script>alert("x")</script> budget'} terms={['budget']} />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Budget', 'budget']);
    expect(container.textContent).toBe('Budget <script>alert("x")</script> budget');
  });

  it("marks a snippet's matched parts only, any markup in them as text", () => {
    const { container } = render(
      <p>
        <MarkedParts
          parts={[
            { text: '<img src=x onerror=alert(1)> the ', match: false },
            { text: '<b>deadline</b>', match: true },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>deadline</b>');
  });

  it('links a hit to its page with the search', () => {
    const document = {
      id: 'd1',
      name: 'Guidelines',
      hit: { page: 3, snippet: [{ text: 'eligible costs', match: true }] },
    } as DocumentListItem;
    const { getByRole, container } = render(
      <MemoryRouter>
        <DocumentHit document={document} q='"eligible costs"' />
      </MemoryRouter>,
    );
    expect(container.querySelector('mark')?.textContent).toBe('eligible costs');
    expect(getByRole('link', { name: 'page 3 of Guidelines' }).getAttribute('href')).toBe(
      '/grant-documents/d1?page=3&q=%22eligible+costs%22',
    );
  });
});
