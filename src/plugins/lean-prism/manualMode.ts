// Read by Prism's core when it loads: no automatic highlighting of the page.
(globalThis as unknown as {Prism?: {manual: boolean}}).Prism = {manual: true};
