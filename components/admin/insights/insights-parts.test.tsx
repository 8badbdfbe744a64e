import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import messages from '@/messages/admin/en.json';
import FigurePanel from './FigurePanel';
import FunnelTable from './FunnelTable';
import Ranking from './Ranking';
import ResponseTable, { durationText } from './ResponseTable';
import TimelineChart from './TimelineChart';
import type { InsightsTexts } from './insights-texts';

const t = createTranslator({ locale: 'en', messages, namespace: 'insights' }) as InsightsTexts;

test('the timeline is an image with a title and a summary, and draws the previous period only when compared', () => {
  const days = [
    { day: '2026-11-26', views: 3, previous: 1 },
    { day: '2026-11-27', views: 9, previous: 2 },
    { day: '2026-11-28', views: 4, previous: 0 },
  ];
  const { container, rerender } = render(<TimelineChart timeline={days} t={t} />);
  expect(screen.getByRole('img', { name: 'Page views per day from 2026-11-26 to 2026-11-28' })).toBeInTheDocument();
  expect(screen.getByText('16 views in all; the busiest day 2026-11-27 with 9.')).toBeInTheDocument();
  expect(screen.getByTestId('timeline-previous')).toBeInTheDocument();
  expect(screen.getByText('Previous period')).toBeInTheDocument();
  rerender(<TimelineChart timeline={days.map((d) => ({ ...d, previous: null }))} t={t} />);
  expect(container.querySelector('[data-testid="timeline-previous"]')).toBeNull();
});

test('a ranking lists its rows with the previous count when compared, and says when there is nothing', () => {
  const { rerender } = render(
    <Ranking
      id="r"
      title="Campaigns"
      head="Name"
      rows={[
        { key: 'mail', label: 'mail', count: 10, previous: 4 },
        { key: '', label: '', count: 2, previous: 0 },
      ]}
      empty="Not given"
      t={t}
    />,
  );
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('NameCountBefore');
  expect(rows[1]).toHaveTextContent('mail104');
  expect(rows[2]).toHaveTextContent('Not given20');
  rerender(<Ranking id="r" title="Campaigns" head="Name" rows={[]} t={t} />);
  expect(screen.getByText('Nothing counted in this range yet.')).toBeInTheDocument();
});

test('the funnel and the response times read as tables', () => {
  render(
    <>
      <FunnelTable rows={[{ product_id: 3, product: 'Drum bag', locale: 'en', language: 'English', views: 12, requests: 2, orders: 1, won: 0 }]} t={t} />
      <ResponseTable
        rows={[
          { staff_id: 4, name: 'Sam', leads: 3, median_minutes: 45, p90_minutes: 200 },
          { staff_id: null, name: '', leads: 1, median_minutes: null, p90_minutes: null },
        ]}
        t={t}
      />
    </>,
  );
  expect(within(screen.getByTestId('insights-funnel')).getAllByRole('row')[1]).toHaveTextContent('Drum bagEnglish12210');
  const response = within(screen.getByTestId('insights-response')).getAllByRole('row');
  expect(response[1]).toHaveTextContent('Sam345 minutes3.3 h');
  expect(response[2]).toHaveTextContent('Not answered yet1——');
  expect(durationText(0, t)).toBe('under a minute');
  expect(durationText(60 * 72, t)).toBe('3 d');
});

test('a panel is a named region whose table box the keyboard can reach (it scrolls sideways when the table is wider)', () => {
  const { container } = render(
    <FigurePanel id="panel-x" title="Response times" empty={false} t={t}>
      <table>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </FigurePanel>,
  );
  const region = screen.getByRole('region', { name: 'Response times' });
  const box = container.querySelector<HTMLElement>('[tabindex="0"]');
  expect(box).not.toBeNull();
  expect(region).toContainElement(box);
  expect(within(box!).getByRole('table')).toBeInTheDocument();
});
