import { groupFindings } from '../../src/core/noise';
import { commentBody } from '../../src/github/review-body';
import { REPORTERS } from '../../src/reporters';
import { finding, reportOf } from './fixtures';

// A related place that is a folder has no line: every format names the folder alone,
// a file keeps its line.
const report = reportOf(
  [{ layer: 'data-model', files: ['prisma/schema.prisma'] }],
  [
    finding('schema/migration-missing', 'prisma/schema.prisma', [], {
      related: [
        { file: 'prisma/migrations', message: 'no new migration was added under prisma/migrations' },
        { file: 'prisma/migrations/1_x/migration.sql', line: 1, message: 'does not mention Order.note' },
      ],
    }),
  ],
);

describe('related places', () => {
  it('text: a folder without a line, a file with one', () => {
    const text = REPORTERS.text(report, { color: false });
    expect(text).toContain('see prisma/migrations no new migration');
    expect(text).toContain('see prisma/migrations/1_x/migration.sql:1 does not mention');
    expect(text).not.toMatch(/prisma\/migrations:\d/);
  });

  it('SARIF: a folder location has no region', () => {
    const sarif = JSON.parse(REPORTERS.sarif(report, { color: false })) as {
      runs: { results: { relatedLocations: { physicalLocation: { region?: unknown } }[] }[] }[];
    };
    const [folder, file] = sarif.runs[0].results[0].relatedLocations;
    expect(folder.physicalLocation.region).toBeUndefined();
    expect(file.physicalLocation.region).toEqual({ startLine: 1 });
  });

  it('review comment: the folder in backticks, without a line', () => {
    const body = commentBody(groupFindings(report.findings)[0], 'k');
    expect(body).toContain('`prisma/migrations` no new migration');
    expect(body).toContain('`prisma/migrations/1_x/migration.sql:1`');
  });
});
