// A component test's waits (findBy…, waitFor) last up to 10 s, not Testing Library's 1 s: a part
// drawn with antd comes in a chunk of its own (an area's antdIsland, a back-office tab), and its
// first load in jest, antd's modules with it, takes seconds on a busy machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
