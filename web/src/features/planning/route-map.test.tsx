import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import RouteMap, { type EmployeeRoute } from './route-map.tsx';

const routes: EmployeeRoute[] = [
  {
    employeeId: 'e1',
    name: 'Anna Tekniker',
    colour: '#2563eb',
    stops: [
      { visitId: 'v1', caseNumber: 1001, label: 'Hansen VVS', latitude: 55.6761, longitude: 12.5683 },
      { visitId: 'v2', caseNumber: 1002, label: 'Jensen <b>ApS</b>', latitude: 55.7, longitude: 12.5 },
      { visitId: 'v3', caseNumber: 1003, label: 'Lund', latitude: 55.72, longitude: 12.45 },
    ],
  },
  {
    employeeId: 'e2',
    name: 'Bo Montør',
    colour: '#dc2626',
    stops: [
      { visitId: 'v4', caseNumber: 1004, label: 'Aarhus Kommune', latitude: 56.1629, longitude: 10.2039 },
      { visitId: 'v5', caseNumber: 1005, label: 'Uden sted', latitude: Number.NaN, longitude: Number.NaN },
      { visitId: 'v6', caseNumber: 1006, label: 'Risskov', latitude: 56.19, longitude: 10.23 },
    ],
  },
];

describe('RouteMap', () => {
  it('draws numbered stops in visiting order per employee, named by case and label', () => {
    const { container } = render(<RouteMap routes={routes} />);
    expect(screen.getByLabelText('Kort over ruterne')).toBeTruthy();

    // Each marker is a button named by its title (the number itself is hidden from assistive technology).
    const markers = screen.getAllByRole('button', { name: /^#\d+ / });
    expect(markers.map((m) => [m.getAttribute('title'), m.textContent])).toEqual([
      ['#1001 Hansen VVS', '1'],
      ['#1002 Jensen <b>ApS</b>', '2'], // the label is text, never markup
      ['#1003 Lund', '3'],
      ['#1004 Aarhus Kommune', '1'],
      ['#1006 Risskov', '2'], // the stop without coordinates is left out
    ]);
    expect(screen.getByRole('button', { name: '#1002 Jensen <b>ApS</b>' }).querySelector('b')).toBeNull();
    // The discs take the route's colour.
    const disc = (name: string) => screen.getByRole('button', { name }).querySelector('span')!;
    expect(disc('#1001 Hansen VVS').style.background).toBe('rgb(37, 99, 235)');
    expect(disc('#1004 Aarhus Kommune').style.background).toBe('rgb(220, 38, 38)');

    // One line per route, in its colour.
    const lines = [...container.querySelectorAll('.leaflet-overlay-pane path')];
    expect(lines.map((l) => l.getAttribute('stroke'))).toEqual(['#2563eb', '#dc2626']);

    // The legend names the routes and lists their stops in order.
    const legend = screen.getByRole('list', { name: 'Ruter' });
    const entries = [...legend.querySelectorAll<HTMLElement>(':scope > li')];
    expect(entries.map((li) => li.querySelector(':scope > span:not([aria-hidden])')?.textContent)).toEqual([
      'Anna Tekniker (3 besøg)',
      'Bo Montør (2 besøg)',
    ]);
    expect(
      within(entries[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1004 Aarhus Kommune', '#1006 Risskov']);
  });

  it('shows the empty state when no stop has coordinates', () => {
    render(
      <RouteMap
        routes={[
          { employeeId: 'e1', name: 'Anna', colour: '#2563eb', stops: [] },
          {
            employeeId: 'e2',
            name: 'Bo',
            colour: '#dc2626',
            stops: [{ visitId: 'v1', caseNumber: 7, label: 'X', latitude: Number.NaN, longitude: 10 }],
          },
        ]}
      />,
    );
    expect(screen.getByText('Ingen besøg med en placering på kortet.')).toBeTruthy();
    expect(screen.queryByLabelText('Kort over ruterne')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
