import { runsOnLoad } from '../../src/extractors/code/render';
import { workspaceFor } from '../helpers/workspace';

/** Each source names `api.target` once; the table says whether that code runs as the page loads. */
const cases: { name: string; source: string; onLoad: boolean }[] = [
  {
    name: 'in an effect',
    source: 'export function Page() {\n  useEffect(() => {\n    api.target();\n  }, []);\n  return null;\n}\n',
    onLoad: true,
  },
  {
    name: "in a query's fetcher",
    source:
      'export function Page() {\n  const q = useQuery({ queryKey: ["x"], queryFn: () => api.target() });\n  return q.data;\n}\n',
    onLoad: true,
  },
  {
    name: 'handed to a data hook as it is',
    source: 'export function Page() {\n  const { data } = useSWR("x", api.target);\n  return data;\n}\n',
    onLoad: true,
  },
  {
    name: "in a custom hook's body",
    source: 'export function useTrend() {\n  const [d] = useState(() => api.target());\n  return d;\n}\n',
    onLoad: true,
  },
  {
    name: 'in a function of the file that an effect calls',
    source:
      'export function Page() {\n  const load = async () => {\n    await api.target();\n  };\n  useEffect(() => {\n    void load();\n  }, []);\n  return null;\n}\n',
    onLoad: true,
  },
  {
    name: "in a list's callback, in the component's body",
    source: 'export function Page({ ids }: { ids: string[] }) {\n  ids.map((id) => api.target());\n  return null;\n}\n',
    onLoad: true,
  },
  {
    name: 'look-alike: in an onClick attribute',
    source: 'export function Page() {\n  return <button onClick={() => api.target()}>Go</button>;\n}\n',
    onLoad: false,
  },
  {
    name: 'look-alike: in a handler the component names handle…',
    source:
      'export function Page() {\n  const handleSave = async () => {\n    await api.target();\n  };\n  return <button onClick={handleSave}>Save</button>;\n}\n',
    onLoad: false,
  },
  {
    name: 'look-alike: in a mutation',
    source:
      'export function Page() {\n  const m = useMutation({ mutationFn: () => api.target() });\n  return <button onClick={() => m.mutate()}>Go</button>;\n}\n',
    onLoad: false,
  },
  {
    name: 'look-alike: handed to a mutation as its function (`mutationFn: api.target`)',
    source:
      'export function Page() {\n  const m = useMutation({ mutationFn: api.target });\n  return <button onClick={() => m.mutate()}>Go</button>;\n}\n',
    onLoad: false,
  },
  {
    name: 'in a memoized callback an effect calls (`const load = useCallback(…)`, `useEffect(() => { load() })`)',
    source:
      'export function Page() {\n  const load = useCallback(async () => {\n    await api.target();\n  }, []);\n  useEffect(() => {\n    void load();\n  }, [load]);\n  return null;\n}\n',
    onLoad: true,
  },
  {
    name: 'look-alike: in useCallback',
    source:
      'export function Page() {\n  const save = useCallback(() => api.target(), []);\n  return <button onClick={save}>Go</button>;\n}\n',
    onLoad: false,
  },
  {
    name: 'look-alike: in a function of the file that only a click runs',
    source:
      'export function Page() {\n  const save = async () => {\n    await api.target();\n  };\n  return <button onClick={() => save()}>Go</button>;\n}\n',
    onLoad: false,
  },
];

describe('code that runs as a page loads', () => {
  const ws = workspaceFor({ base: Object.fromEntries(cases.map((c, i) => [`src/p${i}.tsx`, c.source])) });
  it.each(cases.map((c, i) => ({ ...c, file: `src/p${i}.tsx` })))('$name', ({ file, onLoad }) => {
    const sf = ws.head.sourceFile(file)!;
    const name = sf.getDescendants().find((n) => n.getKindName() === 'Identifier' && n.getText() === 'target')!;
    expect(runsOnLoad(name)).toBe(onLoad);
  });
});

describe('a hook call that runs nothing yet', () => {
  it('a mutation hook hands back what an event runs', () => {
    const ws = workspaceFor({
      base: {
        'src/page.tsx':
          'export function Page() {\n  const cancel = api.orders.cancel.useMutation();\n  const list = api.orders.list.useQuery();\n  return null;\n}\n',
      },
    });
    const calls = ws.head
      .sourceFile('src/page.tsx')!
      .getDescendants()
      .filter((n) => n.getKindName() === 'CallExpression');
    const byText = (t: string) => calls.find((c) => c.getText() === t)!;
    expect(runsOnLoad(byText('api.orders.cancel.useMutation()'))).toBe(false);
    expect(runsOnLoad(byText('api.orders.list.useQuery()'))).toBe(true);
  });
});
