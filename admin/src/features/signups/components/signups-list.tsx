import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash-2';
import { formatDateTime, type Signup } from '@nodal/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ListPanel } from '../../../components/ui/list-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteSignup, signupsCsvHref, useSignups } from '../api/signups.ts';

function NotProvided({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="text-slate-500 italic">Not provided</span>;
}

export function SignupsList({ variant }: { variant: 'dashboard' | 'page' }) {
  const list = useSignups();
  const isPage = variant === 'page';
  const rows = list.data?.data ?? [];

  const onDelete = async (signup: Signup) => {
    if (!window.confirm(`Delete the signup of ${signup.email}? This cannot be undone.`)) return;
    try {
      await deleteSignup(signup.id);
      toast({ title: 'Success', description: 'Signup deleted' });
      await list.mutate();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete signup'), variant: 'destructive' });
    }
  };

  return (
    <ListPanel
      title="Early Access Signups"
      total={list.data?.total}
      refreshing={list.isValidating && !list.isLoading}
      toolbar={
        <>
          <SearchInput value={list.search} onChange={list.setSearch} placeholder="Search signups..." className="sm:w-64" />
          {isPage && (
            <a href={signupsCsvHref(list.q)} download className={buttonClass('secondary', 'md')}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
        </>
      }
    >
      {list.error ? (
        <ErrorState message={`Error loading signups: ${errorMessage(list.error)}`} onRetry={() => list.mutate()} />
      ) : list.isLoading && !list.data ? (
        <LoadingState label="Loading signups..." />
      ) : rows.length === 0 ? (
        <EmptyState title="No signups found" />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden">
            {rows.map((s) => (
              <li key={s.id} className="flex items-start gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="truncate text-sm font-medium text-slate-900">{s.name}</p>
                    <p className="shrink-0 text-xs text-slate-500 tabular-nums">{formatDateTime(s.createdAt)}</p>
                  </div>
                  <a href={`mailto:${s.email}`} className="block truncate text-[13px] text-indigo-700">
                    {s.email}
                  </a>
                  <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                    <dt className="text-slate-500">Institution</dt>
                    <dd className="truncate text-slate-700">
                      <NotProvided value={s.institution} />
                    </dd>
                    <dt className="text-slate-500">Research Area</dt>
                    <dd className="truncate text-slate-700">
                      <NotProvided value={s.researchArea} />
                    </dd>
                  </dl>
                </div>
                {isPage && (
                  <Button variant="ghost" size="icon" aria-label="Delete" onClick={() => onDelete(s)} className="hover:text-red-600">
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Table label="Early access signups" minWidth={isPage ? 820 : 760}>
            <THead>
              <Th>Date</Th>
              <Th>Name</Th>
              <Th>Email</Th>
              <Th>Institution</Th>
              <Th>Research Area</Th>
              {isPage && <Th className="text-right">Actions</Th>}
            </THead>
            <tbody>
              {rows.map((s) => (
                <Tr key={s.id}>
                  <Td className="whitespace-nowrap text-slate-500 tabular-nums">{formatDateTime(s.createdAt)}</Td>
                  <Td className="font-medium text-slate-900">{s.name}</Td>
                  <Td>
                    <a href={`mailto:${s.email}`} className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                      {s.email}
                    </a>
                  </Td>
                  <Td>
                    <NotProvided value={s.institution} />
                  </Td>
                  <Td>
                    <NotProvided value={s.researchArea} />
                  </Td>
                  {isPage && (
                    <Td className="text-right">
                      <Button variant="ghost" size="icon" aria-label="Delete" title="Delete" onClick={() => onDelete(s)} className="hover:text-red-600">
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Td>
                  )}
                </Tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.page} pageSize={list.pageSize} total={list.data?.total ?? 0} onPage={list.setPage} label="Signups pages" />
        </>
      )}
    </ListPanel>
  );
}
