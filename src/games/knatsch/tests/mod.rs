mod ai;
mod odds;
mod panel_flow;
mod playouts;
mod scenarios;
