export interface RangeParams {
  from: string;
  to: string;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  report: (name: string, range?: RangeParams) => [...dashboardKeys.all, name, range ?? {}] as const,
};
