import {test, expect} from '@playwright/test';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {lazyRouteComponent} from '../../src/plugins/lazy-route-components/lazyRouteComponent';

function setUp() {
  const created: string[] = [];
  const preloaded: string[] = [];
  const create = (name: string) => () => {
    created.push(name);
    const Component = ({greeting}: {greeting?: string}) => React.createElement('p', null, `${greeting} from ${name}`);
    return Object.assign(Component, {
      preload: async () => {
        preloaded.push(name);
        return name;
      },
    });
  };
  return {created, preloaded, create};
}

test('no route component is created until its route is preloaded or rendered', () => {
  const {created, create} = setUp();
  lazyRouteComponent(create('/docs'));
  lazyRouteComponent(create('/blog'));
  expect(created).toEqual([]);
});

test('preload creates the component once and passes its promise on', async () => {
  const {created, preloaded, create} = setUp();
  const Docs = lazyRouteComponent(create('/docs'));
  await expect(Docs.preload()).resolves.toBe('/docs');
  await Docs.preload();
  expect(created).toEqual(['/docs']);
  expect(preloaded).toEqual(['/docs', '/docs']);
});

test('rendering shows the created component with the props given', () => {
  const {created, create} = setUp();
  const Docs = lazyRouteComponent(create('/docs')) as unknown as React.ComponentType<{greeting: string}>;
  expect(renderToString(React.createElement(Docs, {greeting: 'Hello'}))).toBe('<p>Hello from /docs</p>');
  renderToString(React.createElement(Docs, {greeting: 'Hi'}));
  expect(created).toEqual(['/docs']);
});
